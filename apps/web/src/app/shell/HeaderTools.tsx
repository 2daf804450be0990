import { TextInput } from '@mantine/core';
import { IconCalendar, IconMail, IconSearch } from '@tabler/icons-react';
import classes from './Shell.module.css';

/**
 * docs/requirements.md section 2: the header holds search, Inbox and Calendar items that do nothing. They are
 * present and labelled, but inert, until those features exist.
 */
export function HeaderSearch() {
  return (
    <search className={classes.search}>
      <form onSubmit={(e) => e.preventDefault()}>
        <TextInput
          aria-label="Search"
          placeholder="Search FreightDesk"
          leftSection={<IconSearch size={16} aria-hidden />}
          classNames={{ input: classes.searchInput, section: classes.searchIcon }}
        />
      </form>
    </search>
  );
}

export function HeaderShortcuts() {
  return (
    <div className={classes.shortcuts}>
      <button type="button" className={classes.headerIcon} aria-label="Inbox" title="Inbox">
        <IconMail size={21} aria-hidden />
      </button>
      <button type="button" className={classes.headerIcon} aria-label="Calendar" title="Calendar">
        <IconCalendar size={21} aria-hidden />
      </button>
    </div>
  );
}
