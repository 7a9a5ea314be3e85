"""Reading a file a user named, without trusting what it is: a FIFO, a device such as /dev/zero, a
folder, a socket or a huge file is refused at once (never blocks, never reads more than the limit)."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from planner.errors import InputFileError

_NOT_REGULAR = (
    (stat.S_ISDIR, "is a folder, not a file"),
    (stat.S_ISFIFO, "is a named pipe (FIFO), not a regular file"),
    (stat.S_ISCHR, "is a character device, not a regular file"),
    (stat.S_ISBLK, "is a block device, not a regular file"),
    (stat.S_ISSOCK, "is a socket, not a regular file"),
)
_CHUNK = 1024 * 1024


def not_regular_reason(mode: int) -> str | None:
    """Why a file of this st_mode cannot be read as a document (None for a regular file)."""
    for test, reason in _NOT_REGULAR:
        if test(mode):
            return reason
    return None if stat.S_ISREG(mode) else "is not a regular file"


def _refuse_os_error(path: Path, exc: OSError, what: str) -> InputFileError:
    if isinstance(exc, FileNotFoundError):
        return InputFileError(path, f"{what} not found")
    if isinstance(exc, PermissionError):
        return InputFileError(path, "cannot be read (permission denied)")
    if exc.errno == errno.ELOOP:
        return InputFileError(path, "cannot be read (too many levels of symbolic links)")
    return InputFileError(path, f"cannot be read ({exc.strerror or exc})")


def _too_large(path: Path, size: str, max_bytes: int, what: str) -> InputFileError:
    return InputFileError(path, f"{what} is too large ({size} bytes; at most {max_bytes:,})")


def _read_at_most(fd: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    total = 0
    while total < limit:
        chunk = os.read(fd, min(_CHUNK, limit - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)


def read_user_file_bytes(path: str | Path, max_bytes: int, what: str = "file") -> bytes:
    """The bytes of a regular file of at most `max_bytes`; anything else is an InputFileError naming it.

    The type is checked with stat before opening and again with fstat on the opened descriptor (the file
    may be swapped in between); the file is opened non-blocking, so a FIFO can never hang the open; and at
    most max_bytes + 1 bytes are read, so a file that grows or lies about its size is still refused.
    """
    p = Path(path)
    try:
        reason = not_regular_reason(os.stat(p).st_mode)
        if reason is not None:
            raise InputFileError(p, reason)
        fd = os.open(p, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
        try:
            info = os.fstat(fd)
            reason = not_regular_reason(info.st_mode)
            if reason is not None:
                raise InputFileError(p, reason)
            if info.st_size > max_bytes:
                raise _too_large(p, f"{info.st_size:,}", max_bytes, what)
            data = _read_at_most(fd, max_bytes + 1)
        finally:
            os.close(fd)
    except InputFileError:
        raise
    except OSError as exc:
        raise _refuse_os_error(p, exc, what) from None
    except ValueError as exc:  # a path with a NUL byte
        raise InputFileError(p, f"is not a usable file name ({exc})") from None
    if len(data) > max_bytes:
        raise _too_large(p, f"more than {max_bytes:,}", max_bytes, what)
    return data
