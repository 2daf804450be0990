/** The sign-in page's brand panel: what FreightDesk is, in two lines (also painted from the HTML, before the app). */
export const brandLines = {
  pitch: 'Freight, warehousing and billing in one back office.',
  tagline: 'Purchase orders to pick tickets, shipments to invoices.',
  copyright: '© FreightDesk',
};
