# mingw-w64-x86_64.cmake - CMake toolchain file: cross-compile Ys for 64-bit
# Windows from Debian with the mingw-w64 package (apt-get install mingw-w64).
#
#   cmake -S . -B build-mingw -G Ninja \
#     -DCMAKE_TOOLCHAIN_FILE=packaging/windows/mingw-w64-x86_64.cmake \
#     -DYS_MINGW_DEPS=$PWD/build-mingw/deps
#
# YS_MINGW_DEPS is the prefix packaging/windows/build-deps.sh installs SDL2,
# SDL2_image, SDL2_ttf (and FreeType) into; without it only the engine and
# the command-line tools can be built.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(YS_MINGW_TRIPLE x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${YS_MINGW_TRIPLE}-gcc)
set(CMAKE_CXX_COMPILER ${YS_MINGW_TRIPLE}-g++)
set(CMAKE_RC_COMPILER ${YS_MINGW_TRIPLE}-windres)
set(CMAKE_AR ${YS_MINGW_TRIPLE}-ar CACHE FILEPATH "")
set(CMAKE_RANLIB ${YS_MINGW_TRIPLE}-ranlib CACHE FILEPATH "")
set(CMAKE_OBJDUMP ${YS_MINGW_TRIPLE}-objdump CACHE FILEPATH "")

# The toolchain file is read again by try_compile; pass the deps prefix on.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES YS_MINGW_DEPS)
if(NOT YS_MINGW_DEPS AND DEFINED ENV{YS_MINGW_DEPS})
  set(YS_MINGW_DEPS "$ENV{YS_MINGW_DEPS}")
endif()

set(CMAKE_FIND_ROOT_PATH /usr/${YS_MINGW_TRIPLE})
if(YS_MINGW_DEPS)
  list(PREPEND CMAKE_FIND_ROOT_PATH "${YS_MINGW_DEPS}")
  list(APPEND CMAKE_PREFIX_PATH "${YS_MINGW_DEPS}")
endif()
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# pkg-config must see the Windows .pc files only, never the host's.
if(YS_MINGW_DEPS)
  set(ENV{PKG_CONFIG_LIBDIR} "${YS_MINGW_DEPS}/lib/pkgconfig")
else()
  set(ENV{PKG_CONFIG_LIBDIR} "/usr/${YS_MINGW_TRIPLE}/lib/pkgconfig")
endif()
set(ENV{PKG_CONFIG_PATH} "")
set(ENV{PKG_CONFIG_SYSROOT_DIR} "")

# No libgcc DLL to ship; winpthread (for the bots' threads) is shipped as
# libwinpthread-1.dll, found by packaging/windows/bundle-dlls.cmake.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static-libgcc")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc")

# Cross-built programs cannot run here; wine is not assumed.
set(CMAKE_CROSSCOMPILING_EMULATOR "")
