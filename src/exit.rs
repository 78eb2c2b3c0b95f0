//! The program's exit statuses.

/// Every puzzle solved (or unique, for `check`).
pub const EXIT_OK: u8 = 0;
/// Some puzzle unsolved (no solution, a cap reached, stopped) or not unique.
pub const EXIT_UNSOLVED: u8 = 1;
/// Bad input or usage.
pub const EXIT_BAD_INPUT: u8 = 2;
/// Standard output could not be written (a full disk, a failing device, closed from the
/// start): 74, as `EX_IOERR` of sysexits.h. A pipe closed by its reader is no failure.
pub const EXIT_OUTPUT_FAILED: u8 = 74;

/// The status of a program ended by signal `signal`: 128 + its number, as shells report it
/// (130 for Ctrl-C, 143 for SIGTERM).
pub fn of_signal(signal: i32) -> u8 {
    u8::try_from(128 + signal).unwrap_or(u8::MAX)
}
