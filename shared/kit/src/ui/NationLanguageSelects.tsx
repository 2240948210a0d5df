import type { Language, Nation } from '@kfeed/contracts/common';
import { SearchableSelect } from '@kfeed/kit/ui/SearchableSelect';

/** The texts of the two dropdowns, from the namespace of the app showing them. */
export interface NationLanguageTexts {
  nation: string;
  language: string;
  searchPlaceholder: string;
  notFound: string;
  showNations: string;
  showLanguages: string;
}

interface NationLanguageSelectsProps {
  nations: readonly Nation[];
  languages: readonly Language[];
  nation: Nation | null;
  language: Language | null;
  onNation: (nation: Nation | null) => void;
  onLanguage: (language: Language | null) => void;
  texts: NationLanguageTexts;
}

/** Only the languages the interface is translated into may be chosen (sign-up and profile edit). */
export const interfaceLanguages = (languages: readonly Language[]): Language[] =>
  languages.filter((l) => l.translateSupport === 'Y');

const nationName = (n: Nation) => n.nationName;
const nationAltName = (n: Nation) => n.officialNameEn;
const nationKey = (n: Nation) => n.nationId;
const languageName = (l: Language) => l.languageName;
const languageAltName = (l: Language) => l.languageNameEn;
const languageKey = (l: Language) => l.languageId;

/**
 * The searchable nation and language dropdowns of sign-up and profile edit (spec 1,
 * section 5): names in their own language, also found by their English names.
 */
export function NationLanguageSelects({
  nations,
  languages,
  nation,
  language,
  onNation,
  onLanguage,
  texts,
}: NationLanguageSelectsProps) {
  return (
    <>
      <SearchableSelect
        label={texts.nation}
        items={nations}
        itemName={nationName}
        itemAltName={nationAltName}
        itemKey={nationKey}
        selected={nation}
        onSelect={onNation}
        placeholder={texts.searchPlaceholder}
        notFound={texts.notFound}
        toggleLabel={texts.showNations}
      />
      <SearchableSelect
        label={texts.language}
        items={languages}
        itemName={languageName}
        itemAltName={languageAltName}
        itemKey={languageKey}
        selected={language}
        onSelect={onLanguage}
        placeholder={texts.searchPlaceholder}
        notFound={texts.notFound}
        toggleLabel={texts.showLanguages}
      />
    </>
  );
}
