# Loaded by Orca at start from its preferences folder (session.ts copies it there): its debug log is written
# line by line, so that the test reads each phrase as soon as Orca speaks it, and nothing is lost at its end;
# only what Orca speaks and its informative lines, not the whole event trace.
import orca.debug as debug

if debug.debugFile:
    debug.debugFile.reconfigure(line_buffering=True)
debug.debugLevel = debug.LEVEL_INFO
