import { DemoProvider } from './DemoProvider';
import type { PaymentProvider } from './Provider';

/** What a provider is made from: the secret its notifications are signed with. */
export interface ProviderOptions {
  ipnSecret: string;
}

/** The payment providers by name (PAYMENT_PROVIDER). A second provider is one file and one line here. */
export const PAYMENT_PROVIDERS = {
  demo: (opts: ProviderOptions): PaymentProvider => new DemoProvider(opts.ipnSecret),
} as const satisfies Record<string, (opts: ProviderOptions) => PaymentProvider>;

/** A provider name. */
export type ProviderName = keyof typeof PAYMENT_PROVIDERS;

/** The names PAYMENT_PROVIDER may take. */
export const PAYMENT_PROVIDER_NAMES = Object.keys(PAYMENT_PROVIDERS) as ProviderName[];

/** True for a registered provider name. */
export function isProviderName(name: string): name is ProviderName {
  return Object.hasOwn(PAYMENT_PROVIDERS, name);
}

/** Makes the named provider. */
export function createProvider(name: ProviderName, opts: ProviderOptions): PaymentProvider {
  return PAYMENT_PROVIDERS[name](opts);
}
