-- Drives uilint's language server from Neovim's built-in LSP client, headless, as a user's editor
-- would: open a view file, receive uilint's diagnostics, apply a quick fix, save, and see the
-- diagnostic go. Run by LanguageServerEditorTests:
--   UILINT=… ROOT=… FILE=… RULE=… OUT=… nvim --headless -u NONE -i NONE -n -c "luafile Tests/Editors/neovim.lua"
-- Written for Neovim 0.7 (Debian 12) and later: vim.lsp.start_client and buf_attach_client.
local env = function(name) return os.getenv(name) end
local result = { errors = {} }

local function finish()
  local file = io.open(env("OUT"), "w")
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd("qall!")
end

local ok, failure = pcall(function()
  local client_id = vim.lsp.start_client({
    name = "uilint",
    cmd = { env("UILINT"), "lsp" },
    root_dir = env("ROOT"),
  })
  vim.cmd("edit " .. vim.fn.fnameescape(env("FILE")))
  vim.lsp.buf_attach_client(0, client_id)

  local function codes()
    local list = {}
    for _, diagnostic in ipairs(vim.diagnostic.get(0)) do
      table.insert(list, diagnostic.code or "")
    end
    return list
  end
  local function count(rule)
    local n = 0
    for _, code in ipairs(codes()) do if code == rule then n = n + 1 end end
    return n
  end

  vim.wait(30000, function() return #vim.diagnostic.get(0) > 0 end, 50)
  result.before = codes()
  local rule = env("RULE")
  local before = count(rule)

  local client = vim.lsp.get_client_by_id(client_id)
  local target
  for _, diagnostic in ipairs(vim.diagnostic.get(0)) do
    if diagnostic.code == rule then target = diagnostic break end
  end
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(0) },
    range = {
      start = { line = target.lnum, character = target.col },
      ["end"] = { line = target.end_lnum, character = target.end_col },
    },
    context = { diagnostics = {}, only = { "quickfix" } },
  }
  local response = client.request_sync("textDocument/codeAction", params, 20000, 0)
  local applied = false
  for _, action in ipairs((response and response.result) or {}) do
    if not applied and action.edit and string.find(action.title, rule, 1, true) then
      vim.lsp.util.apply_workspace_edit(action.edit, "utf-16")
      applied = true
      result.applied = action.title
    end
  end
  vim.cmd("write")
  vim.wait(30000, function() return count(rule) < before end, 50)
  result.after = codes()
  vim.lsp.stop_client(client_id)
end)
if not ok then table.insert(result.errors, tostring(failure)) end
finish()
