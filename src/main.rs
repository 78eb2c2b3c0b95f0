//! The `dosdoku` binary: everything lives in the library; this only hands over the exit code,
//! and looks, before the Rust runtime starts, whether standard output is open at all.

fn main() -> std::process::ExitCode {
    dosdoku::cli::main()
}

/// Standard output closed at the start (`dosdoku ... >&-`): the runtime quietly opens
/// `/dev/null` in its place before `main`, so whether it was closed is looked at earlier, by
/// a function the loader runs among the program's initializers.
#[cfg(any(
    target_os = "linux",
    target_os = "android",
    target_os = "freebsd",
    target_os = "netbsd",
    target_os = "openbsd",
    target_vendor = "apple"
))]
mod closed_stdout {
    unsafe extern "C" {
        fn fcntl(fd: i32, cmd: i32, ...) -> i32;
    }

    /// `F_GETFD`, the same number on every system listed above.
    const F_GETFD: i32 = 1;

    extern "C" fn look() {
        // SAFETY: F_GETFD only reads the flags of descriptor 1; it fails when none is open.
        if unsafe { fcntl(1, F_GETFD) } == -1 {
            dosdoku::cli::stdout_closed_at_start();
        }
    }

    /// Runs [`look`] before the runtime's start-up code.
    #[used]
    #[cfg_attr(not(target_vendor = "apple"), unsafe(link_section = ".init_array"))]
    #[cfg_attr(
        target_vendor = "apple",
        unsafe(link_section = "__DATA,__mod_init_func")
    )]
    static LOOK: extern "C" fn() = look;
}
