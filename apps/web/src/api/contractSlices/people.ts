// Users, accounts, the address book, proposals and the small platform modules, the home page's queue among them
// (zod's own setup too).
export * from '@freightdesk/contracts/module/account';
export * from '@freightdesk/contracts/module/client';
export * from '@freightdesk/contracts/module/common';
export * from '@freightdesk/contracts/module/home';
export * from '@freightdesk/contracts/module/lookup';
export * from '@freightdesk/contracts/module/mail';
export * from '@freightdesk/contracts/module/notification';
export * from '@freightdesk/contracts/module/proposal';
export * from '@freightdesk/contracts/module/user';
