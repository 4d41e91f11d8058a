import {
  useAddTextItemMutation,
  useUpdateFileItemMutation,
  useUpdateTextItemMutation,
} from '../api/diaries-api';
import { FileItemForm } from '../components/file-item-form';
import { NewFileItemForm } from '../components/new-file-item-form';
import { TextItemForm } from '../components/text-item-form';
import { EditItemPage, NewItemPage } from './item-page-context';

/** /actionItemText/add/{diaryId}: a new item with a text note. */
export function TextItemAddPage() {
  const [addTextItem] = useAddTextItemMutation();
  return (
    <NewItemPage heading="Add text item">
      {(diary, backTo) => (
        <TextItemForm
          item={null}
          backTo={backTo}
          send={(fields) => addTextItem({ body: { ...fields, diaryId: diary.id } }).unwrap()}
          onReload={() => undefined}
          draftKey={`actionItemDraft:text:${diary.id}`}
        />
      )}
    </NewItemPage>
  );
}

/** /actionItemText/edit/{itemId}. */
export function TextItemEditPage() {
  const [updateTextItem] = useUpdateTextItemMutation();
  return (
    <EditItemPage heading="Edit text item" kind="TEXT">
      {(item, backTo, reload) => (
        <TextItemForm
          key={`${item.id}-${item.version}`}
          item={item}
          backTo={backTo}
          send={(fields, version) =>
            updateTextItem({ body: { ...fields, id: item.id, version: version ?? item.version } }).unwrap()
          }
          onReload={reload}
        />
      )}
    </EditItemPage>
  );
}

/** /actionItemFile/add/{diaryId}: a new item carrying a file. */
export function FileItemAddPage() {
  return (
    <NewItemPage heading="Add file item">
      {(diary, backTo) => <NewFileItemForm diaryId={diary.id} backTo={backTo} />}
    </NewItemPage>
  );
}

/** /actionItemFile/edit/{itemId}: a file item's fields; its file stays. */
export function FileItemEditPage() {
  const [updateFileItem] = useUpdateFileItemMutation();
  return (
    <EditItemPage heading="Edit file item" kind="FILE">
      {(item, backTo, reload) => (
        <FileItemForm
          key={`${item.id}-${item.version}`}
          item={item}
          backTo={backTo}
          send={(fields, version) =>
            updateFileItem({ body: { ...fields, id: item.id, version: version ?? item.version } }).unwrap()
          }
          onReload={reload}
        />
      )}
    </EditItemPage>
  );
}
