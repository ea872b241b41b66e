import { languageNames, languages, type MessageId, type MessageValues } from '@job/texts';
import { allTextsOf } from '@job/texts/catalogues';

export interface CatalogueExample {
  id: MessageId;
  /** The placeholders' values, as the interface fills them. */
  values?: MessageValues;
}

/**
 * Messages as the catalogues hold them today, in every language, for the Writing page: its
 * examples are read from `@job/texts`, so they never drift from what the board shows.
 */
export function CatalogueExamples({
  caption,
  examples,
}: {
  caption: string;
  examples: readonly CatalogueExample[];
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Id</th>
          {languages.map((language) => (
            <th key={language} scope="col" lang={language}>
              {languageNames[language]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {examples.map(({ id, values }) => (
          <tr key={`${id} ${JSON.stringify(values)}`}>
            <td>
              <code>{id}</code>
            </td>
            {languages.map((language) => (
              <td key={language} lang={language}>
                {allTextsOf(language).t(id, values)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
