/** The bind-account page (spec section 2): attaches a first third-party sign-in to an older account. */
export const BIND_ACCOUNT_PATH = '/Login/loginPage/bindAccount';
