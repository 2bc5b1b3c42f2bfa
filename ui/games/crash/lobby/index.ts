// Crash's faces in the lobby, one chunk loaded by the lobby's live part (ui/games/crash/index.ts).
export { LiveCrashCard } from './LiveCrashCard';
export { CrashBusts } from './CrashBusts';
