-- Counts the values of one response header (the script's argument, lower case) over a wrk run. Each thread keeps
-- its counts in plain globals, the only values wrk lets the main state read back (thread:get) in done().
local index = {}
seen = ""
init = function(args)
  wanted = args[1]
end
response = function(status, headers, body)
  -- The header's spelling, found once it first comes (nginx writes X-Cache-Status, Node x-nextjs-cache).
  if key == nil or headers[key] == nil then
    for k in pairs(headers) do
      if k:lower() == wanted then key = k end
    end
  end
  local value = (key and headers[key]) or "(none)"
  local i = index[value]
  if not i then
    seen = seen == "" and value or (seen .. "\n" .. value)
    i = select(2, seen:gsub("\n", "")) + 1
    index[value] = i
    _G["n" .. i] = 0
  end
  _G["n" .. i] = _G["n" .. i] + 1
end
local threads = {}
setup = function(thread)
  table.insert(threads, thread)
end
done = function()
  for _, thread in ipairs(threads) do
    local i = 0
    for value in (thread:get("seen") or ""):gmatch("[^\n]+") do
      i = i + 1
      io.write("COUNT\t", value, "\t", thread:get("n" .. i), "\n")
    end
  end
end
