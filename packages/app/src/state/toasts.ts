import type { ToastMessage } from '@job/ui';
import { proxy, useSnapshot } from 'valtio';

/** Toasts on screen; ui's Toaster shows each for 1500 ms and then asks to dismiss it. */
export const toastState = proxy({ toasts: [] as ToastMessage[] });

let lastId = 0;

export function showToast(title: string, tone: ToastMessage['tone']): void {
  lastId += 1;
  toastState.toasts.push({ id: String(lastId), title, tone });
}

export function dismissToast(id: string): void {
  toastState.toasts = toastState.toasts.filter((toast) => toast.id !== id);
}

export function useToasts() {
  return useSnapshot(toastState).toasts;
}
