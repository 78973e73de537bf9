// Registers `uilint lsp` as a language server for Swift in Zed; the uilint on the PATH runs it.
use zed_extension_api::{self as zed, LanguageServerId, Result};

struct UILintExtension;

impl zed::Extension for UILintExtension {
    fn new() -> Self {
        UILintExtension
    }

    fn language_server_command(&mut self, _id: &LanguageServerId, worktree: &zed::Worktree) -> Result<zed::Command> {
        let path = worktree.which("uilint").ok_or("uilint is not on the PATH")?;
        Ok(zed::Command { command: path, args: vec!["lsp".into()], env: Default::default() })
    }
}

zed::register_extension!(UILintExtension);
