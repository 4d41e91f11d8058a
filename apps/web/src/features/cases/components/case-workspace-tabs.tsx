import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { CASE_TAB_LABELS, CASE_TABS, type CaseTab } from '../hooks/use-case-tab';

const tabId = (tab: CaseTab) => `case-tab-${tab}`;
const panelId = (tab: CaseTab) => `case-tabpanel-${tab}`;

type CaseWorkspaceTabsProps = {
  tab: CaseTab;
  onChange: (tab: CaseTab) => void;
  /** A pointer over the tabs or the focus on one: a tab is likely to be opened next. */
  onIntent?: () => void;
};

/**
 * The case page's tabs: arrow keys move between them, Enter or Space opens one (each is an
 * address, so opening one on every arrow would fill the history). Scrollable on a phone.
 */
export function CaseWorkspaceTabs({ tab, onChange, onIntent }: CaseWorkspaceTabsProps) {
  return (
    <Box
      sx={{ borderBottom: 1, borderColor: 'divider' }}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <Tabs
        value={tab}
        onChange={(_event, next: CaseTab) => onChange(next)}
        aria-label="Parts of the case"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {CASE_TABS.map((each) => (
          <Tab
            key={each}
            value={each}
            label={CASE_TAB_LABELS[each]}
            id={tabId(each)}
            aria-controls={panelId(each)}
            sx={{ minHeight: 48, fontWeight: 600 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}

type CaseTabPanelProps = {
  tab: CaseTab;
  /** Shown, or kept but hidden (the Details form keeps what was typed while another tab is open). */
  shown: boolean;
  children: ReactNode;
};

export function CaseTabPanel({ tab, shown, children }: CaseTabPanelProps) {
  return (
    <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={!shown}>
      {children}
    </div>
  );
}
