import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { NAME_SEARCH_MAX } from '../../../contract/limits.js';
import { nameSearchProblem } from '../../../contract/name-search.js';
import { paths } from '../../lib/paths.js';
import { useTypedBeforeStart } from '../../lib/typed-before-start.js';
import { buttonClass, StartIcon } from '../../ui/buttons.js';
import { ICONS } from '../../ui/icon-paths.js';
import { listingSearch } from '../api/listing-body.js';
import type { RangeFilter } from './filter-dialog.js';

/**
 * Name search: a form that submits to the home page's address, so it works before the script
 * (the server draws the page searched) and with it (the router moves there without a reload).
 * It keeps the filters in force, and clears itself as soon as the box is emptied. A native input in
 * fixed classes (home-bar.css), as MUI's small OutlinedInput drew it: /home is the page drawn most.
 */
export function SearchBar({ fullName, ranges }: { fullName: string | undefined; ranges: RangeFilter }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const [text, setText] = useState(fullName ?? '');
  const [error, setError] = useState<string | null>(null);
  const helperId = useId();
  useTypedBeforeStart(['fullName'], (_name, value) => setText(String(value)));
  return (
    <Form
      method="get"
      action={paths.home}
      role="search"
      noValidate
      replace
      className="home-search"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        const problem = nameSearchProblem(text);
        setError(problem ?? null);
        if (problem) event.preventDefault();
      }}
    >
      <div className="home-search__field">
        <input
          className="home-search__input"
          name="fullName"
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() === '') {
              setError(null);
              void navigate(`${paths.home}${listingSearch(ranges)}`, { replace: true });
            }
          }}
          placeholder={t('home.searchPlaceholder')}
          aria-label={t('home.searchPlaceholder')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? helperId : undefined}
          maxLength={NAME_SEARCH_MAX}
        />
        {error && (
          <p id={helperId} className="home-search__problem">
            {t(`common:${error}`)}
          </p>
        )}
      </div>
      {/* The filters in force go along with the name searched. */}
      {ranges.age && <input type="hidden" name="age" value={ranges.age} />}
      {ranges.income && <input type="hidden" name="income" value={ranges.income} />}
      {ranges.verifiedOnly && <input type="hidden" name="verifiedOnly" value="1" />}
      {ranges.gunaMin && <input type="hidden" name="gunaMin" value={ranges.gunaMin} />}
      {ranges.view && <input type="hidden" name="view" value={ranges.view} />}
      <button type="submit" className={buttonClass('contained', 'bar-height')}>
        <StartIcon path={ICONS.search} />
        {t('home.search')}
      </button>
    </Form>
  );
}
