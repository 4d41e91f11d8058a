import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A figure, linking to the cases behind it where it can. */
export type Figure = { text: string; href?: string };
/** A row of a chart's figures: what it is about (linking to its cases where it can) and its figures. */
export type FigureRow = { label: string; href?: string; figures: Figure[] };

function Linked({ text, href }: Figure) {
  return href ? (
    <Link component={RouterLink} to={href}>
      {text}
    </Link>
  ) : (
    text
  );
}

type ChartPanelProps = {
  heading: string;
  /** One sentence a screen reader hears instead of the picture, and everyone reads above it. */
  summary: string;
  /** The chart's figures as a table, each row and figure linking to its cases where it can. */
  figures: { caption: string; columns: [string, ...string[]]; rows: FigureRow[] };
  empty?: string;
  children: ReactNode;
};

/**
 * A dashboard chart: its heading, a one-line summary, the picture, and its figures as a table
 * under "Figures" (what a screen reader reads in place of the picture), where every row that
 * can links to the case list filtered to it, so keyboards reach what a click on a bar reaches.
 */
export function ChartPanel({ heading, summary, figures, empty, children }: ChartPanelProps) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6">
        {heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{summary}</Typography>
      {empty ? <Typography sx={{ py: 3 }}>{empty}</Typography> : children}
      <details>
        <summary>
          <Typography component="span">Figures</Typography>
        </summary>
        <table style={{ borderCollapse: 'collapse', marginTop: 8 }}>
          <caption style={{ textAlign: 'left' }}>{figures.caption}</caption>
          <thead>
            <tr>
              {figures.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  style={{ textAlign: index === 0 ? 'left' : 'right', paddingRight: 16 }}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', paddingRight: 16 }}>
                  <Linked text={row.label} href={row.href} />
                </th>
                {row.figures.map((figure, index) => (
                  <td key={index} style={{ textAlign: 'right', paddingRight: 16 }}>
                    <Linked {...figure} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Paper>
  );
}
