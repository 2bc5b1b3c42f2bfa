import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { handleQueryParams } from './queryParams';

/** On load and navigation: code answers the opener, stag/partner become cookies, sharCode starts the share flow, params opens an order. */
export function useQueryParams(): void {
  const { search } = useLocation();
  useEffect(() => (search ? handleQueryParams(search) : undefined), [search]);
}
