/** What a command printed and its exit code (0 done, 1 refused, 2 bad arguments). */
export interface AdminResult {
  code: number;
  out: string;
}
