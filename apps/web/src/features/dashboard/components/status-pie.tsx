import '@mantine/charts/styles.css';
import { PieChart, type PieChartCell } from '@mantine/charts';

/** The pie itself: its own module, so that recharts loads only when an administrator needs it. */
export function StatusPie({ data }: { data: PieChartCell[] }) {
  // No keyboard layer: the chart is one image, named by its wrapper, with the counts in a legend.
  return <PieChart data={data} size={160} withTooltip={false} accessibilityLayer={false} />;
}
