import { MERGE_FIELDS, mergeFieldToken } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The catalogue of merge fields, each with how it is read and a button that puts it in the letter. */
export function MergeFieldList({ onInsert }: { onInsert: (token: string) => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Merge fields
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Each is replaced by the case&rsquo;s value when a letter is sent; one with no value is left blank.
      </Typography>
      <List dense sx={{ maxHeight: { sm: 360 }, overflowY: 'auto' }}>
        {MERGE_FIELDS.map((field) => (
          <ListItem
            key={field.key}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                onClick={() => onInsert(mergeFieldToken(field.key))}
                aria-label={`Insert ${field.label}`}
                sx={{ minHeight: 44 }}
              >
                Insert
              </Button>
            }
            sx={{ pr: 10 }}
          >
            <ListItemText
              primary={
                <>
                  {field.label}{' '}
                  <Typography
                    component="code"
                    variant="body2"
                    sx={{ fontFamily: 'monospace', color: 'text.secondary' }}
                  >
                    {mergeFieldToken(field.key)}
                  </Typography>
                </>
              }
              secondary={field.readFrom}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
