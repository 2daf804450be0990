// Shipments, receiving, inventory, locations and cycle counts.
export * from '@freightdesk/contracts/module/cycleCount';
export * from '@freightdesk/contracts/module/inventory';
export * from '@freightdesk/contracts/module/location';
export * from '@freightdesk/contracts/module/receivingAlert';
export * from '@freightdesk/contracts/module/shipment';
