// Where an upgrade happens: the account's Plans tab (mfe-account) and the add-ons shop.
export const UPGRADE_PLANS_PATH = '/pages/account-setting/plans';
export const ADDONS_PATH = '/addons';
