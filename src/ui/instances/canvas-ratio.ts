/** Device pixels per CSS pixel for the panel's canvases, whole and at least 1, so their drawings stay sharp. */
export const canvasRatio = (): number => Math.max(1, Math.round(globalThis.devicePixelRatio ?? 1));
