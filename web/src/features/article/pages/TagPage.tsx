import { getTagDictionary } from '../api';
import { DictionaryPage } from '../components/DictionaryPage';
import { TagCloud } from '../components/TagCloud';

export default function TagPage() {
  return (
    <DictionaryPage route="Tag" noun="标签" load={getTagDictionary}>
      {(list) => <TagCloud tags={list} large />}
    </DictionaryPage>
  );
}
