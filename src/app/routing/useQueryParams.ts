import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { handleQueryParams } from './queryParams';

/** Reads the query parameters of spec section 2 (code, stag, partner, sharCode, params) on load and on navigation. */
export function useQueryParams(): void {
  const { search } = useLocation();
  useEffect(() => (search ? handleQueryParams(search) : undefined), [search]);
}
