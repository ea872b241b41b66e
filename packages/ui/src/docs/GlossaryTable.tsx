import { type GlossaryTerm, glossary, languageNames, languages } from '@job/texts';

/** The glossary of `@job/texts` as a table: the Glossary page's, and the Writing page's. */
export function GlossaryTable() {
  return (
    <table>
      <caption>One word per action and thing, and the words each language avoids</caption>
      <thead>
        <tr>
          <th scope="col">Meaning</th>
          {languages.map((language) => (
            <th key={language} scope="col" lang={language}>
              {languageNames[language]}
            </th>
          ))}
          {languages.map((language) => (
            <th key={language} scope="col">
              Avoid in {languageNames[language]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {glossary.map((term: GlossaryTerm) => (
          <tr key={`${term.meaning} ${term.words.en}`}>
            <td>{term.meaning}</td>
            {languages.map((language) => (
              <td key={language} lang={language}>
                <strong>{term.words[language]}</strong>
              </td>
            ))}
            {languages.map((language) => (
              <td key={language} lang={language}>
                {term.avoid?.[language]?.join(', ')}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
