import { Box, Text } from '@mantine/core';
import plot from '@web/components/bar-plot.module.css';
import styles from './paired-bars.module.css';

export type Pair = { label: string; target: number; result: number | null };

type PairedBarsProps = {
  title: string;
  pairs: Pair[];
  /** A figure as the axis and the description say it. */
  format: (value: number) => string;
};

/**
 * Targets beside results, a pair of bars a quarter: one image to a screen reader, named by what
 * it shows; the table beside it gives the same figures as text. A quarter not reported yet has
 * only its target.
 */
export function PairedBars({ title, pairs, format }: PairedBarsProps) {
  const most = Math.max(1, ...pairs.flatMap((pair) => [pair.target, pair.result ?? 0]));
  const height = (value: number) => `${(Math.max(0, value) / most) * 100}%`;
  return (
    <Box
      className={styles.chart}
      role="img"
      aria-label={`Bar chart of ${title.toLowerCase()}: the target and the result of each quarter. The table gives the same figures.`}
    >
      <Text size="sm" fw={600} mb={4}>
        {title}
      </Text>
      <div className={plot.plot}>
        <span className={plot.top}>{format(most)}</span>
        {pairs.map((pair) => (
          <div key={pair.label} className={styles.pair}>
            <div
              className={`${styles.bar} ${styles.target}`}
              style={{ height: height(pair.target) }}
            />
            <div
              className={`${styles.bar} ${styles.result}`}
              style={{ height: height(pair.result ?? 0) }}
            />
          </div>
        ))}
      </div>
      <div className={plot.labels}>
        {pairs.map((pair) => (
          <span key={pair.label} className={plot.label}>
            {pair.label}
          </span>
        ))}
      </div>
      <div className={styles.legend} aria-hidden>
        <span>
          <span className={`${styles.key} ${styles.target}`} />
          Target
        </span>
        <span>
          <span className={`${styles.key} ${styles.result}`} />
          Result
        </span>
      </div>
    </Box>
  );
}
