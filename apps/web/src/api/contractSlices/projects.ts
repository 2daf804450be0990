// Projects (rates, team, billing periods) and purchase orders.
export * from '@freightdesk/contracts/module/project';
export * from '@freightdesk/contracts/module/purchaseOrder';
