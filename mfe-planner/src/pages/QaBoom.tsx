// QA-only page (see module.ts): throws while rendering so the shell's PageBoundary must contain it.
export default function QaBoom(): never {
  throw new Error('QA: this page crashes on purpose');
}
