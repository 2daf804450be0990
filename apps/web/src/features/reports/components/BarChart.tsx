import { useElementSize } from '@mantine/hooks';

/** One bar: its name, its exact decimal value, and that value as the screen writes it. */
export interface Bar {
  label: string;
  value: string;
  text: string;
}

interface BarChartProps {
  /** What the bars show ("Balance by days past due"): the start of the picture's spoken summary. */
  label: string;
  bars: readonly Bar[];
}

/** Below this width a bar's name goes on a line of its own above it (a phone), beside it above. */
const SIDE_BY_SIDE_FROM = 480;
const FONT_SIZE = 13;
/** About how wide a character of the app's font is at FONT_SIZE: enough to keep text from overlapping. */
const CHAR_WIDTH = 7.4;
const BAR_HEIGHT = 16;
const GAP = 8;

/** A text cut to fit a width, with an ellipsis (the spoken summary keeps it whole). */
function fit(text: string, width: number): string {
  const chars = Math.floor(width / CHAR_WIDTH);
  return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;
}

const longest = (texts: string[]) => Math.max(0, ...texts.map((t) => t.length)) * CHAR_WIDTH;

/**
 * Horizontal bars with their values, drawn in SVG at the width it is given (no charts library: the
 * screen stays small). The values are parsed only for the bars' lengths; what is written is the
 * exact text. A negative value (a credit) is drawn as long as its size, in red. To a screen reader
 * the picture is one image whose name lists every bar and its value.
 */
export function BarChart({ label, bars }: BarChartProps) {
  const { ref, width } = useElementSize();
  const sizes = bars.map((b) => Math.abs(Number(b.value)) || 0);
  const max = Math.max(0, ...sizes);
  const sideBySide = width >= SIDE_BY_SIDE_FROM;
  const labelWidth = sideBySide ? Math.min(longest(bars.map((b) => b.label)) + GAP * 2, width * 0.32) : 0;
  const valueWidth = longest(bars.map((b) => b.text)) + GAP;
  const barSpace = Math.max(0, width - labelWidth - valueWidth);
  const rowHeight = sideBySide ? BAR_HEIGHT + 14 : FONT_SIZE + BAR_HEIGHT + 18;
  const summary = `${label}: ${bars.map((b) => `${b.label} ${b.text}`).join('; ')}`;

  return (
    <div ref={ref}>
      <svg
        role="img"
        aria-label={summary}
        width="100%"
        height={bars.length * rowHeight}
        style={{ display: 'block', fontSize: FONT_SIZE }}
      >
        {width > 0 &&
          bars.map((bar, i) => {
            const top = i * rowHeight;
            const barTop = sideBySide ? top + (rowHeight - BAR_HEIGHT) / 2 : top + FONT_SIZE + 8;
            const length = max > 0 ? ((sizes[i] ?? 0) / max) * barSpace : 0;
            const middle = barTop + BAR_HEIGHT / 2;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its place in the picture and keeps no state
              <g key={i}>
                <title>{`${bar.label}: ${bar.text}`}</title>
                <text
                  x={0}
                  y={sideBySide ? middle : top + FONT_SIZE}
                  dominantBaseline={sideBySide ? 'central' : 'auto'}
                  style={{ fill: 'var(--mantine-color-dimmed)' }}
                >
                  {fit(bar.label, sideBySide ? labelWidth - GAP : width)}
                </text>
                <rect
                  x={labelWidth}
                  y={barTop}
                  width={barSpace}
                  height={BAR_HEIGHT}
                  rx={3}
                  style={{ fill: 'var(--mantine-color-gray-1)' }}
                />
                <rect
                  x={labelWidth}
                  y={barTop}
                  width={length}
                  height={BAR_HEIGHT}
                  rx={3}
                  style={{
                    fill: Number(bar.value) < 0 ? 'var(--mantine-color-red-7)' : 'var(--mantine-primary-color-filled)',
                  }}
                />
                <text
                  x={labelWidth + length + GAP / 2}
                  y={middle}
                  dominantBaseline="central"
                  style={{ fill: 'var(--mantine-color-text)', fontVariantNumeric: 'tabular-nums' }}
                  fontWeight={600}
                >
                  {bar.text}
                </text>
              </g>
            );
          })}
      </svg>
    </div>
  );
}
