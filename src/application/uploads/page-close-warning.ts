/**
 * Spec 1 §4: "A page-close warning is active during an upload." The browser implements it with a
 * beforeunload listener; the upload queue only says when it is needed.
 */
export interface PageCloseWarning {
  /** True while a file is uploading or waiting: closing or reloading the page asks first. */
  setActive(active: boolean): void;
}

export const PageCloseWarning = Symbol('PageCloseWarning');
