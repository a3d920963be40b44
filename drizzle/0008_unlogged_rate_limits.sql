-- Rate-limit counters need not survive a crash (losing a window's count is harmless), so they
-- skip the write-ahead log: a like, save, join or tick no longer waits for the disk to count it
-- (issue 12, "Ticking is instant"). PostgreSQL empties an unlogged table after a crash.
ALTER TABLE "rate_limits" SET UNLOGGED;
