// Starts `uilint lsp` for Swift files with VS Code's language client (also in Cursor).
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("uilint").get("path") || "uilint";
  client = new LanguageClient(
    "uilint",
    "uilint",
    { command, args: ["lsp"] },
    {
      documentSelector: [{ scheme: "file", language: "swift" }],
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/{*.swift,.uilint.yml}") },
    }
  );
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
