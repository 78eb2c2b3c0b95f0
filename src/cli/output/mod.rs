//! How commands' results are written out.

pub mod rows;
