import type { RegisterEntry } from '@portal/shared/cloud-solutions';
import type { Paginated } from '@portal/shared/envelope';
import { PUBLIC_PATHS } from '@portal/shared/public-paths';
import {
  REVIEW_STATUSES,
  REVIEW_STATUS_LABELS,
  SOLUTION_CATEGORIES,
  SOLUTION_CATEGORY_LABELS,
} from '@portal/shared/vendor-journey';
import type { FormEvent, MouseEvent } from 'react';
import {
  addressOf,
  searchOf,
  showRegisterSearch,
  useRegisterSearch,
  type RegisterSearch,
} from '../cloud-solutions-address';
import { usePublicBody, type PublicAnswer } from '../public-api';
import { CloudSolutionTable } from './cloud-solution-table';
import landing from '../landing.module.css';
import styles from './cloud-solutions.module.css';

/** Solutions a page of the register shows. */
const PAGE_SIZE = 20;

const REGISTER_PAGE = '/landing/cloud-solutions';
const EMPTY: RegisterSearch = { search_term: '', status: '', category: '', page: 1 };

/** The results' heading, where focus goes when another page of them is shown. */
const RESULTS_ID = 'register-results';

const isSearching = (search: RegisterSearch) =>
  Boolean(search.search_term || search.status || search.category);

/**
 * A link to another search, shown in place once the page is awake; a click that opens a new tab
 * or window is left to the browser.
 */
const follow = (search: RegisterSearch) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  showRegisterSearch(search);
  document.getElementById(RESULTS_ID)?.focus();
};

type FilterSelectProps<V extends string> = {
  name: 'status' | 'category';
  label: string;
  /** The first option's words: it narrows nothing. */
  every: string;
  options: readonly V[];
  labels: Record<V, string>;
  value: string;
};

function FilterSelect<V extends string>({
  name,
  label,
  every,
  options,
  labels,
  value,
}: FilterSelectProps<V>) {
  const id = `register-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">{every}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search form. A plain GET form, so that a search sent before the page's script has woken
 * still works, by loading the page again with its address; once awake, it shows the answer in
 * place. Keyed by the search shown, so that Back puts the form's values back too.
 */
function SearchForm({ search }: { search: RegisterSearch }) {
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = new URLSearchParams(
      [...form.entries()].map(([name, value]) => [name, String(value)]),
    );
    showRegisterSearch(searchOf(`?${typed.toString()}`));
  };
  return (
    <form
      role="search"
      aria-label="Search the register"
      className={styles.search}
      method="get"
      action={REGISTER_PAGE}
      onSubmit={send}
    >
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor="register-search">Search</label>
        <span id="register-search-hint" className={styles.fieldHint}>
          Vendor, solution or code
        </span>
        <input
          id="register-search"
          name="search_term"
          type="search"
          defaultValue={search.search_term}
          aria-describedby="register-search-hint"
        />
      </div>
      <FilterSelect
        name="status"
        label="Status"
        every="All statuses"
        options={REVIEW_STATUSES}
        labels={REVIEW_STATUS_LABELS}
        value={search.status}
      />
      <FilterSelect
        name="category"
        label="Category"
        every="All categories"
        options={SOLUTION_CATEGORIES}
        labels={SOLUTION_CATEGORY_LABELS}
        value={search.category}
      />
      <div className={styles.searchActions}>
        <button type="submit" className={landing.button}>
          Search
        </button>
        {isSearching(search) && (
          <a href={REGISTER_PAGE} onClick={follow(EMPTY)}>
            Clear the search
          </a>
        )}
      </div>
    </form>
  );
}

const solutions = (count: number) => `${count} ${count === 1 ? 'solution' : 'solutions'}`;

function Pages({ search, page }: { search: RegisterSearch; page: Paginated<RegisterEntry> }) {
  const { current_page: current, last_page: last } = page;
  if (last <= 1) return null;
  const link = (to: number, label: string, rel: 'prev' | 'next') => {
    const target = { ...search, page: to };
    return (
      <li>
        <a href={`${REGISTER_PAGE}${addressOf(target)}`} rel={rel} onClick={follow(target)}>
          {label}
        </a>
      </li>
    );
  };
  return (
    <nav aria-label="Pages of the register" className={styles.pagination}>
      <p>
        Page {current} of {last}
      </p>
      <ul>
        {current > 1 && link(current - 1, 'Previous page', 'prev')}
        {current < last && link(current + 1, 'Next page', 'next')}
      </ul>
    </nav>
  );
}

/** The API's address of the page of the register that `search` shows. */
function pathOf(search: RegisterSearch) {
  const query = new URLSearchParams(addressOf(search));
  query.set('per_page', String(PAGE_SIZE));
  return `${PUBLIC_PATHS.cloudSolutions}?${query.toString()}`;
}

/** What the search found, in words, in a live region: the table itself is not read out again. */
function Summary({
  search,
  answer,
}: {
  search: RegisterSearch | null;
  answer: PublicAnswer<Paginated<RegisterEntry>>;
}) {
  if (search === null || answer.state === 'loading') return <p>Loading the register…</p>;
  if (answer.state !== 'found')
    return <p>The register could not be loaded. Please try again later.</p>;
  const { total } = answer.data;
  if (total > 0) {
    const what = isSearching(search)
      ? `${total === 1 ? 'matches' : 'match'} your search`
      : 'in the register';
    return (
      <p className={styles.found}>
        {solutions(total)} {what}
      </p>
    );
  }
  return isSearching(search) ? (
    <p>
      No solution matches your search. Check the spelling, try fewer words, or{' '}
      <a href={REGISTER_PAGE} onClick={follow(EMPTY)}>
        see every solution
      </a>
      .
    </p>
  ) : (
    <p>No solution has been decided yet. Solutions appear here once the authority decides them.</p>
  );
}

/**
 * The register of cloud solutions (docs/product.md, "Software and cloud vendors"): every solution
 * the authority has decided, searchable, read from the API once the page is on screen (its HTML
 * is fixed at build time: record 0012).
 */
export function CloudSolutionSearch() {
  const search = useRegisterSearch();
  const answer = usePublicBody<Paginated<RegisterEntry>>(search && pathOf(search));
  const found = search !== null && answer.state === 'found' ? answer.data : null;
  return (
    <>
      <SearchForm key={search === null ? '' : addressOf(search)} search={search ?? EMPTY} />
      <h2 id={RESULTS_ID} tabIndex={-1}>
        Solutions
      </h2>
      <div aria-live="polite">
        <Summary search={search} answer={answer} />
      </div>
      {found && found.total > 0 && search && (
        <>
          <CloudSolutionTable entries={found.data} labelledBy={RESULTS_ID} />
          <Pages search={search} page={found} />
        </>
      )}
    </>
  );
}
