import '@mantine/charts/styles.css';
import { PieChart, type PieChartCell } from '@mantine/charts';

/** The pie itself: its own module, so that recharts loads only when an administrator needs it. */
export function StatusPie({ data }: { data: PieChartCell[] }) {
  // The white stroke separates slices; around a lone full slice it would draw a seam from the
  // centre to the edge.
  const slices = data.filter((cell) => cell.value > 0).length;
  // No keyboard layer: the chart is one image, named by its wrapper, with the counts in a legend.
  return (
    <PieChart
      data={data}
      size={160}
      strokeWidth={slices > 1 ? 1 : 0}
      withTooltip={false}
      accessibilityLayer={false}
    />
  );
}
