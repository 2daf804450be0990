// Pick tickets, charges, invoices and files.
export * from '@freightdesk/contracts/module/charge';
export * from '@freightdesk/contracts/module/file';
export * from '@freightdesk/contracts/module/invoice';
export * from '@freightdesk/contracts/module/pickTicket';
export * from '@freightdesk/contracts/module/portal';
