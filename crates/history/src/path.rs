//! Where the history file lives.

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

use dosdoku_sudoku::source::regular_file;

/// The environment variable that names the history file (below `--history`, above the default).
pub const HISTORY_ENV: &str = "DOSDOKU_HISTORY";

/// The history file to record to and read from, from the process environment; `None` when
/// `no_history` is set or no location can be found (no home directory). See [`resolve_path_with`].
pub fn resolve_path(flag: Option<&Path>, no_history: bool) -> Option<PathBuf> {
    resolve_path_with(flag, no_history, std::env::consts::OS, |name| {
        std::env::var_os(name)
    })
}

/// The history file, with the environment and the operating system (`std::env::consts::OS`)
/// given, so it can be tested. First match wins; an empty variable counts as unset:
///
/// 1. `no_history`: none;
/// 2. the `--history PATH` flag;
/// 3. `$DOSDOKU_HISTORY`;
/// 4. `$XDG_DATA_HOME/dosdoku/history.jsonl` (an absolute path only, as the XDG spec says);
/// 5. the platform's data directory + `dosdoku/history.jsonl`: `$HOME/Library/Application Support`
///    on macOS, `%APPDATA%` on Windows, `$HOME/.local/share` elsewhere.
pub fn resolve_path_with(
    flag: Option<&Path>,
    no_history: bool,
    os: &str,
    env: impl Fn(&str) -> Option<OsString>,
) -> Option<PathBuf> {
    if no_history {
        return None;
    }
    if let Some(path) = flag {
        return Some(path.to_path_buf());
    }
    let var = |name: &str| env(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(path) = var(HISTORY_ENV) {
        return Some(path);
    }
    let data_dir = match var("XDG_DATA_HOME").filter(|p| p.is_absolute()) {
        Some(dir) => dir,
        None => match os {
            "macos" => var("HOME")?.join("Library").join("Application Support"),
            "windows" => var("APPDATA")?,
            _ => var("HOME")?.join(".local").join("share"),
        },
    };
    Some(data_dir.join("dosdoku").join("history.jsonl"))
}

/// Checks, without opening it, that `path` can be the history file: a regular file, a path
/// where nothing is yet (the first record creates it), or the null device (nothing is kept).
/// A directory, a named pipe (opening it waits for a writer, and what is written to it is
/// gone), a device or a socket is refused, in the words used for puzzle files.
pub fn check_history_file(path: &Path) -> io::Result<()> {
    match regular_file(path) {
        Ok(_) => Ok(()),
        Err(e) if e.is_missing() => Ok(()),
        Err(_) if is_null_device(path) => Ok(()),
        Err(e) => Err(io::Error::new(io::ErrorKind::InvalidInput, e.problem())),
    }
}

/// The history files `path` names for reading: the file itself, or for a directory every
/// `*.jsonl` file in it (not in its subdirectories), in name order. Whether each can be read
/// is for the reader to check ([`check_history_file`]).
pub fn history_files(path: &Path) -> io::Result<Vec<PathBuf>> {
    if !path.is_dir() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut files = Vec::new();
    for entry in std::fs::read_dir(path)? {
        let file = entry?.path();
        if file.extension().is_some_and(|e| e == "jsonl") && !file.is_dir() {
            files.push(file);
        }
    }
    files.sort();
    Ok(files)
}

/// Whether `path` is the null device.
fn is_null_device(path: &Path) -> bool {
    cfg!(unix)
        && path
            .canonicalize()
            .is_ok_and(|p| p == Path::new("/dev/null"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
        move |name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| OsString::from(v))
        }
    }

    const ALL: &[(&str, &str)] = &[
        ("DOSDOKU_HISTORY", "/env/h.jsonl"),
        ("XDG_DATA_HOME", "/xdg"),
        ("HOME", "/home/u"),
        ("APPDATA", "/appdata"),
    ];

    #[test]
    fn precedence_flag_env_xdg_home() {
        let flag = Path::new("/flag/h.jsonl");
        let p = |flag, vars, os| resolve_path_with(flag, false, os, env(vars));
        assert_eq!(p(Some(flag), ALL, "linux"), Some(flag.to_path_buf()));
        assert_eq!(p(None, ALL, "linux"), Some("/env/h.jsonl".into()));
        assert_eq!(
            p(None, &ALL[1..], "linux"),
            Some("/xdg/dosdoku/history.jsonl".into())
        );
        assert_eq!(
            p(None, &ALL[2..], "linux"),
            Some("/home/u/.local/share/dosdoku/history.jsonl".into())
        );
        assert_eq!(
            p(None, &ALL[2..], "macos"),
            Some("/home/u/Library/Application Support/dosdoku/history.jsonl".into())
        );
        assert_eq!(
            p(None, &ALL[2..], "windows"),
            Some(
                PathBuf::from("/appdata")
                    .join("dosdoku")
                    .join("history.jsonl")
            )
        );
        assert_eq!(p(None, &[], "linux"), None);
    }

    #[test]
    fn a_directory_names_its_jsonl_files_in_name_order() {
        let dir = std::env::temp_dir().join(format!("dosdoku-shards-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sub.jsonl")).unwrap();
        for name in ["b.jsonl", "a.jsonl", "notes.txt", "c.jsonl.bak", "10.jsonl"] {
            std::fs::write(dir.join(name), "").unwrap();
        }
        let names: Vec<String> = history_files(&dir)
            .unwrap()
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["10.jsonl", "a.jsonl", "b.jsonl"]);
        let file = dir.join("a.jsonl");
        assert_eq!(history_files(&file).unwrap(), [file]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn no_history_wins_and_empty_or_relative_values_are_ignored() {
        let flag = Path::new("/flag/h.jsonl");
        assert_eq!(resolve_path_with(Some(flag), true, "linux", env(ALL)), None);
        let vars = [
            ("DOSDOKU_HISTORY", ""),
            ("XDG_DATA_HOME", "relative/dir"),
            ("HOME", "/home/u"),
        ];
        assert_eq!(
            resolve_path_with(None, false, "linux", env(&vars)),
            Some("/home/u/.local/share/dosdoku/history.jsonl".into())
        );
    }
}
