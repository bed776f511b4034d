import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextInput, Toggle } from '@/design-system';
import { SEARCH_MAX_LENGTH } from '@/api/schemas/search';
import { queryProblem, SEARCH_SECTIONS, type SearchPageParams, type SearchSection } from '../params';
import { searchStrings } from '../strings';
import { sectionTitles } from './ResultSections';

export interface SearchFormProps {
  /** The search the URL describes: the input starts with its text, the toggles show its sections. */
  params: SearchPageParams;
  /** A new search (submit with a usable text, or a toggle flipped). */
  onSearch: (next: SearchPageParams) => void;
  /**
   * The first screen's form only: the early-data script writes the address's value into the text box
   * (`data-early-value`, `?query`) before the app runs, as it writes the heading's.
   */
  earlyValue?: string;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const QueryRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    /* The button lines up with the input, below the label. */
    & > button {
      margin-top: calc(1.5em + ${({ theme }) => theme.space[2]});
    }
  }
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    width: 100%;
    margin-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/**
 * Refine search: the text (applied on submit) and the four section switches (applied at once). Both
 * become a new URL, so back and forward step through searches. A text under 3 characters is refused
 * in place with spec §5's sentence and nothing is searched.
 */
export function SearchForm({ params, onSearch, earlyValue }: SearchFormProps) {
  const [text, setText] = useState(params.query);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = queryProblem(text);
    if (problem === 'empty' || problem === 'too-short') {
      setError(searchStrings.tooShort);
      return;
    }
    setError(null);
    onSearch({ ...params, query: text.trim() });
  };

  const toggle = (section: SearchSection, on: boolean) => {
    onSearch({ ...params, [section]: on });
  };

  return (
    <Form role="search" aria-label={searchStrings.refineLabel} onSubmit={submit} noValidate>
      <QueryRow>
        <TextInput
          type="search"
          name="query"
          label={searchStrings.queryLabel}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          iconStart="search"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          data-early-value={earlyValue}
        />
        <Button type="submit" variant="primary" iconStart="search">
          {searchStrings.submit}
        </Button>
      </QueryRow>
      <Fieldset>
        <legend>{searchStrings.sectionsLegend}</legend>
        {SEARCH_SECTIONS.map((section) => (
          <Toggle
            key={section}
            name={section}
            label={sectionTitles[section]}
            checked={params[section]}
            onChange={(event) => toggle(section, event.target.checked)}
          />
        ))}
      </Fieldset>
    </Form>
  );
}
