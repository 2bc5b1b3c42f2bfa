import { ROUTES } from '../../src/app/routing/routes';

/** The bind-account page, from the route table: attaches a first third-party sign-in to an older account. */
export const BIND_ACCOUNT_PATH = ROUTES.find((r) => r.id === 'bindAccount')!.path;
