import { useEffect, useRef } from 'react';

/** What a row of a member's list has open in place: its name's field or its delete question. */
export type EditStep = 'rename' | 'delete';

/**
 * The buttons that open a row's rename field and delete question: when either closes, the button
 * that opened it takes the focus back, so a keyboard user goes on from where they were.
 */
export function useEditingFocus(editing: EditStep | null) {
  const renameRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current === 'rename' && editing === null) renameRef.current?.focus();
    if (wasEditing.current === 'delete' && editing === null) deleteRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return { renameRef, deleteRef };
}
