import { allows, type InvoiceDetails } from '@freightdesk/contracts';
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DetailFields, DetailSection } from '../../../components/detail';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatCount, formatMoney } from '../../../lib/numbers';
import { monthOf, projectOf } from '../invoiceForm';

/** The top of an invoice's Details tab: whom it bills, for what and when, and what it adds up to. */
export function InvoiceSummary({ invoice: i }: { invoice: InvoiceDetails }) {
  const { scope } = useAuth();
  const project = projectOf(i);
  const shipment = <ForText invoice={i} linked={allows(scope, 'Shipment:View')} />;
  const own = i.totals.misc;
  const totals: { label: string; value: string; note?: string }[] = [
    { label: 'Amount', value: formatMoney(i.totals.amount) },
    { label: 'Credits', value: formatMoney(i.totals.credited) },
    { label: 'Payments', value: formatMoney(i.totals.paid) },
    { label: 'Balance due', value: formatMoney(i.totals.balance) },
    {
      label: 'Charges',
      value: formatCount(i.totals.charges),
      // Said when some are the project's own and some on its records.
      note: own > 0 && own < i.totals.charges ? `${formatCount(own)} on the project itself` : undefined,
    },
    {
      label: 'Exported',
      value: i.exported ? 'Yes' : 'No',
      note: i.exported
        ? [i.exportedAt && formatDateTime(i.exportedAt), i.exportedBy].filter(Boolean).join(' · ')
        : 'Not yet in the accounting system',
    },
  ];
  return (
    <>
      <DetailSection title="Summary">
        <DetailFields
          fields={[
            {
              label: 'Project',
              value: allows(scope, 'Project:View') ? (
                <Anchor component={Link} to={`/projects/${i.projectId}`} fw={600}>
                  {project}
                </Anchor>
              ) : (
                project
              ),
            },
            { label: 'For', value: shipment },
            {
              label: 'Bill to',
              value: i.billToName && (
                <>
                  {i.billToName}
                  {i.billToAddress && (
                    <Text component="span" display="block" size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                      {i.billToAddress}
                    </Text>
                  )}
                </>
              ),
            },
            // Text, not an element, so that an empty value shows the dash.
            { label: 'Invoice date', value: formatDate(i.invoiceDate) },
            { label: 'Terms', value: `Net ${i.termsDays} days` },
            { label: 'Due', value: formatDate(i.dueDate) },
            {
              label: 'Billing period',
              value:
                i.billingPeriodStart &&
                `${monthOf(i.billingPeriodStart)} (${formatDate(i.billingPeriodStart)} – ${formatDate(i.billingPeriodEnd)})`,
            },
            { label: 'Reference', value: i.reference },
          ]}
        />
      </DetailSection>
      <DetailSection title="Totals">
        <SimpleGrid component="dl" cols={{ base: 2, xs: 3, md: 6 }} spacing="sm" m={0}>
          {totals.map((t) => (
            <Paper key={t.label} withBorder radius="md" p="sm">
              <Text component="dt" size="xs" c="dimmed" fw={500}>
                {t.label}
              </Text>
              <Text component="dd" fz={18} fw={700} lh={1.3} m={0} style={{ overflowWrap: 'anywhere' }}>
                {t.value}
                {t.note && (
                  <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
                    {t.note}
                  </Text>
                )}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </DetailSection>
    </>
  );
}

/** What the invoice is for: the project, or its shipment (a link for who may open it). */
function ForText({ invoice: i, linked }: { invoice: InvoiceDetails; linked: boolean }) {
  if (i.containerModule !== 'Shipment' || i.containerId === null) return 'The project as a whole';
  if (!linked || !i.containerNumber) return `Shipment ${i.containerNumber ?? ''}`;
  return (
    <Anchor component={Link} to={`/shipments/${i.containerId}`} fw={600}>
      Shipment {i.containerNumber}
    </Anchor>
  );
}
