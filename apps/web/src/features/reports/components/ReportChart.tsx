import { Paper, Title } from '@mantine/core';
import type { ChartData } from '../reportChart';
import { BarChart } from './BarChart';

/** A report's picture in a card of its own, under a heading that names it. */
export function ReportChart({ chart }: { chart: ChartData }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="sm">
        {chart.title}
      </Title>
      <BarChart label={chart.title} bars={chart.bars} />
    </Paper>
  );
}
