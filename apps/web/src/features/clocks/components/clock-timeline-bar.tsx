import type { ClockRag } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { RAG_PALETTE } from '@/components/rag-badge';
import type { ClockTimeline, Span } from '../lib/clock-timeline';

const place = ({ from, to }: Span) => ({ left: `${from * 100}%`, width: `${Math.max(0, to - from) * 100}%` });

/** A line of words naming marks on the bar (the picture's words are its text alternative). */
function MarkRow({ children }: { children: ReactNode }) {
  return (
    <Box aria-hidden sx={{ position: 'relative', height: '1.25rem', mx: 0.5 }}>
      {children}
    </Box>
  );
}

/** A word by a mark on the bar, centred on it but never past either end. */
function MarkLabel({ at, text }: { at: number; text: string }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        left: `clamp(0px, calc(${at * 100}% - 2rem), calc(100% - 4rem))`,
        width: '4rem',
        // Against the end it is pushed to, so it still stands by its mark.
        textAlign: at < 0.1 ? 'left' : at > 0.9 ? 'right' : 'center',
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: '1.25rem',
      }}
    >
      {text}
    </Box>
  );
}

/**
 * A clock's time drawn as a bar from its start to its due date: the time used filled in its RAG
 * colour, pauses hatched across it, the due date and today marked. The picture is one image to a
 * screen reader, which reads the timeline's words instead.
 */
export function ClockTimelineBar({ timeline, rag }: { timeline: ClockTimeline; rag: ClockRag }) {
  const fill = rag === 'none' ? 'text.secondary' : RAG_PALETTE[rag];
  return (
    <Box>
      {/* Today (or the day it stopped) named above its mark, the due date below its own. */}
      <MarkRow>
        {timeline.today !== null ? (
          <MarkLabel at={timeline.today} text="Today" />
        ) : (
          <MarkLabel at={timeline.used.to} text="Stopped" />
        )}
      </MarkRow>
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
      <MarkRow>
        <MarkLabel at={timeline.due} text="Due" />
      </MarkRow>
    </Box>
  );
}
