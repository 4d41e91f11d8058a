import type { ClockRag } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import { formatIsoDay } from '@/lib/format-date';
import type { ClockTimeline, Span } from '../lib/clock-timeline';
import { RAG_PALETTE } from './rag-badge';

const place = ({ from, to }: Span) => ({ left: `${from * 100}%`, width: `${Math.max(0, to - from) * 100}%` });

/**
 * A clock's time drawn as a bar from its start to its due date: the time used filled in its RAG
 * colour, pauses hatched across it, the due date and today marked. The picture is one image to a
 * screen reader, which reads the timeline's words instead.
 */
export function ClockTimelineBar({ timeline, rag }: { timeline: ClockTimeline; rag: ClockRag }) {
  const fill = rag === 'none' ? 'text.secondary' : RAG_PALETTE[rag];
  return (
    <Box>
      <Box role="img" aria-label={timeline.description} sx={{ position: 'relative', height: 28, mx: 0.5 }}>
        {/* The track, to the due date (and on past it, when the clock ran over). */}
        <Box
          sx={{
            position: 'absolute',
            top: 10,
            left: 0,
            right: 0,
            height: 8,
            borderRadius: 1,
            bgcolor: 'action.selected',
            border: 1,
            borderColor: 'text.secondary',
          }}
        />
        <Box
          sx={{
            position: 'absolute',
            top: 10,
            height: 8,
            borderRadius: 1,
            bgcolor: fill,
            ...place(timeline.used),
          }}
        />
        {timeline.pauses.map((pause, index) => (
          <Box
            key={index}
            sx={{
              position: 'absolute',
              top: 8,
              height: 12,
              ...place(pause),
              minWidth: 3,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'text.primary',
              backgroundImage: (theme) =>
                `repeating-linear-gradient(135deg, ${theme.palette.text.primary} 0 1.5px, transparent 1.5px 5px)`,
            }}
          />
        ))}
        {/* The due date: a tall tick. */}
        <Box
          sx={{
            position: 'absolute',
            top: 2,
            height: 24,
            width: 3,
            left: `calc(${timeline.due * 100}% - 1.5px)`,
            bgcolor: 'text.primary',
          }}
        />
        {timeline.today !== null && (
          // Today: a triangle pointing down at the bar.
          <Box
            sx={{
              position: 'absolute',
              top: 0,
              left: `calc(${timeline.today * 100}% - 6px)`,
              width: 0,
              height: 0,
              borderLeft: '6px solid transparent',
              borderRight: '6px solid transparent',
              borderTop: '9px solid',
              borderTopColor: 'text.primary',
            }}
          />
        )}
      </Box>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          color: 'text.secondary',
          fontSize: '0.8125rem',
        }}
      >
        <span>{formatIsoDay(timeline.startDay)}</span>
        {timeline.today !== null && <span>▼ today</span>}
        <span>due {formatIsoDay(timeline.dueDay)}</span>
      </Box>
    </Box>
  );
}
