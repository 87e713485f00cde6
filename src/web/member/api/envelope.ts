/** Every answer is `{ success, data }` (docs/api.md). */
export interface Envelope<T> {
  success: boolean;
  data: T;
}
