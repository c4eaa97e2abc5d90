import type { ShopperData } from '@/lib/pricing/shopper';
import type { AccountExport } from './account-client';

/** The file a shopper downloads from "Download my data": one JSON document, stable in shape. */
export interface AccountDataFile {
  format: 'pricewise-account-export';
  version: 1;
  exportedAt: string;
  profile: AccountExport['profile'];
  signIn: { password: boolean; identityProviders: AccountExport['providers'] };
  savedProducts: AccountExport['savedProducts'];
  priceAlerts: {
    alertEmailsTo: ShopperData['contact'];
    alerts: ShopperData['alerts'];
    notifications: ShopperData['notifications'];
  };
}

/**
 * Joins the two halves of what Pricewise keeps about a shopper: the accounts service's (profile,
 * sign-in methods, saved products) and the pricing service's (alerts, notifications, the address
 * alert emails go to). Pure: both halves are already validated at their clients.
 */
export function buildAccountExport(account: AccountExport, pricing: ShopperData): AccountDataFile {
  return {
    format: 'pricewise-account-export',
    version: 1,
    exportedAt: account.exportedAt,
    profile: account.profile,
    signIn: { password: account.profile.hasPassword, identityProviders: account.providers },
    savedProducts: account.savedProducts,
    priceAlerts: { alertEmailsTo: pricing.contact, alerts: pricing.alerts, notifications: pricing.notifications },
  };
}
