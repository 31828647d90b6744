# packaging.cmake - install rules and CPack for Ys: .deb and .tar.gz on
# Linux, an NSIS installer and .zip for Windows (mingw-w64 cross build), an
# app bundle in a .dmg on macOS. Included at the end of the top-level
# CMakeLists.txt, so every target already exists. The layout it installs is
# written down in packaging/README.md; the game finds its data from it.

option(YS_PACKAGING_ICONS "Rasterise assets/art/icon.svg into the app icons at build time" ON)

set(YS_APP_ID io.github.ys_game.Ys)
# Apple bundle ids allow letters, digits, '-' and '.', no '_'.
set(YS_MACOS_BUNDLE_ID io.github.ys-game.Ys)
set(YS_PKG_DIR ${CMAKE_CURRENT_LIST_DIR})
set(YS_ICON_SVG ${PROJECT_SOURCE_DIR}/assets/art/icon.svg)
set(YS_ICON_DIR ${PROJECT_BINARY_DIR}/packaging/icons)
set(YS_ICON_SIZES 48 64 128 256)

# Where the game's data (the contents of assets/: art/, fonts/) goes,
# relative to the install prefix. The game looks for it at
# SDL_GetBasePath() + "../share/ys" (src/ui/main.c; in a macOS bundle
# SDL_GetBasePath() is Contents/Resources/, and there it is "assets").
# src/ui installs the same files to the same place; the same rule here
# keeps the packages whole if that one moves.
if(APPLE)
  set(YS_INSTALL_DATA ys.app/Contents/Resources/assets)
else()
  set(YS_INSTALL_DATA share/ys)
endif()
if(WIN32)
  set(YS_INSTALL_DOC doc)
else()
  set(YS_INSTALL_DOC share/doc/ys)
endif()

# ---------------------------------------------------------------- icons
# Only with the game. ys-svg2png (packaging/svg2png) is a host tool: built
# here in a native build, apart with the host compiler in a cross build.
set(YS_HAVE_ICONS OFF)
if(YS_PACKAGING_ICONS AND TARGET ys AND NOT YS_SANITIZE AND NOT YS_FUZZ AND EXISTS ${YS_ICON_SVG})
  find_package(PkgConfig QUIET)
  if(CMAKE_CROSSCOMPILING)
    # The host's pkg-config, not the cross one the toolchain file selects.
    execute_process(
      COMMAND ${CMAKE_COMMAND} -E env --unset=PKG_CONFIG_LIBDIR --unset=PKG_CONFIG_PATH
              --unset=PKG_CONFIG_SYSROOT_DIR pkg-config --exists "sdl2" "SDL2_image >= 2.6"
      RESULT_VARIABLE ys_host_sdl_rc OUTPUT_QUIET ERROR_QUIET)
    if(ys_host_sdl_rc EQUAL 0)
      include(ExternalProject)
      set(ys_host_dir ${PROJECT_BINARY_DIR}/packaging/svg2png-host)
      set(YS_SVG2PNG ${ys_host_dir}/ys-svg2png)
      ExternalProject_Add(ys_svg2png_host
        SOURCE_DIR ${YS_PKG_DIR}/svg2png
        BINARY_DIR ${ys_host_dir}
        CONFIGURE_COMMAND ${CMAKE_COMMAND} -E env --unset=PKG_CONFIG_LIBDIR --unset=PKG_CONFIG_PATH
                          --unset=PKG_CONFIG_SYSROOT_DIR --unset=CC --unset=CFLAGS --unset=LDFLAGS
                          ${CMAKE_COMMAND} -S <SOURCE_DIR> -B <BINARY_DIR> -G ${CMAKE_GENERATOR}
                          -DCMAKE_BUILD_TYPE=Release
        BUILD_COMMAND ${CMAKE_COMMAND} --build <BINARY_DIR>
        INSTALL_COMMAND ""
        BUILD_BYPRODUCTS ${YS_SVG2PNG})
      set(ys_svg2png_dep ys_svg2png_host)
      set(YS_HAVE_ICONS ON)
    else()
      message(STATUS "packaging: no host SDL2_image >= 2.6 (pkg-config); app icons are not built")
    endif()
  else()
    if(PkgConfig_FOUND)
      pkg_check_modules(YS_HOST_SDL_IMAGE QUIET sdl2 SDL2_image>=2.6)
    endif()
    if(YS_HOST_SDL_IMAGE_FOUND)
      add_subdirectory(${YS_PKG_DIR}/svg2png ${PROJECT_BINARY_DIR}/packaging/svg2png)
      set(YS_SVG2PNG $<TARGET_FILE:ys-svg2png>)
      set(ys_svg2png_dep ys-svg2png)
      set(YS_HAVE_ICONS ON)
    else()
      message(STATUS "packaging: no SDL2_image >= 2.6; app icons are not built")
    endif()
  endif()
endif()

if(YS_HAVE_ICONS)
  set(ys_icon_outputs)
  foreach(size IN LISTS YS_ICON_SIZES)
    add_custom_command(OUTPUT ${YS_ICON_DIR}/${size}/${YS_APP_ID}.png
      COMMAND ${CMAKE_COMMAND} -E make_directory ${YS_ICON_DIR}/${size}
      COMMAND ${YS_SVG2PNG} ${YS_ICON_SVG} ${YS_ICON_DIR}/${size}/${YS_APP_ID}.png ${size}
      DEPENDS ${YS_ICON_SVG} ${ys_svg2png_dep}
      COMMENT "Rasterising icon.svg at ${size}x${size}" VERBATIM)
    list(APPEND ys_icon_outputs ${YS_ICON_DIR}/${size}/${YS_APP_ID}.png)
  endforeach()
  if(WIN32)
    add_custom_command(OUTPUT ${YS_ICON_DIR}/ys.ico
      COMMAND ${YS_SVG2PNG} --ico ${YS_ICON_SVG} ${YS_ICON_DIR}/ys.ico 16 24 32 48 64 128 256
      DEPENDS ${YS_ICON_SVG} ${ys_svg2png_dep}
      COMMENT "Rasterising icon.svg into ys.ico" VERBATIM)
    list(APPEND ys_icon_outputs ${YS_ICON_DIR}/ys.ico)
  endif()
  if(APPLE)
    add_custom_command(OUTPUT ${YS_ICON_DIR}/ys.icns
      COMMAND ${YS_SVG2PNG} --icns ${YS_ICON_SVG} ${YS_ICON_DIR}/ys.icns
      DEPENDS ${YS_ICON_SVG} ${ys_svg2png_dep}
      COMMENT "Rasterising icon.svg into ys.icns" VERBATIM)
    list(APPEND ys_icon_outputs ${YS_ICON_DIR}/ys.icns)
  endif()
  add_custom_target(ys_icons ALL DEPENDS ${ys_icon_outputs})
endif()

# ---------------------------------------------------------------- install
if(TARGET ys)
  install(TARGETS ys RUNTIME DESTINATION bin BUNDLE DESTINATION .)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/ DESTINATION ${YS_INSTALL_DATA}
          PATTERN ".*" EXCLUDE)
endif()
if(TARGET ys-engine)
  install(TARGETS ys-engine RUNTIME DESTINATION bin)
endif()
# The room server and its systemd unit (a dynamic user, /var/lib/ys-server),
# when online play is built.
if(TARGET ys-server AND CMAKE_SYSTEM_NAME STREQUAL "Linux")
  install(TARGETS ys-server RUNTIME DESTINATION bin)
  install(FILES ${YS_PKG_DIR}/linux/ys-server.service DESTINATION lib/systemd/system)
endif()
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${YS_INSTALL_DOC})
install(FILES ${PROJECT_SOURCE_DIR}/assets/fonts/OFL.txt DESTINATION ${YS_INSTALL_DOC}
        RENAME fonts-OFL.txt)
install(FILES ${YS_PKG_DIR}/linux/copyright DESTINATION ${YS_INSTALL_DOC})

if(TARGET ys AND UNIX AND NOT APPLE)
  install(FILES ${YS_PKG_DIR}/linux/${YS_APP_ID}.desktop DESTINATION share/applications)
  install(FILES ${YS_PKG_DIR}/linux/${YS_APP_ID}.metainfo.xml DESTINATION share/metainfo)
  install(FILES ${YS_ICON_SVG} DESTINATION share/icons/hicolor/scalable/apps RENAME ${YS_APP_ID}.svg)
  if(YS_HAVE_ICONS)
    foreach(size IN LISTS YS_ICON_SIZES)
      install(FILES ${YS_ICON_DIR}/${size}/${YS_APP_ID}.png
              DESTINATION share/icons/hicolor/${size}x${size}/apps)
    endforeach()
  endif()
endif()

# Windows: the icon in ys.exe, and the DLLs ys.exe needs beside it.
if(TARGET ys AND WIN32)
  if(YS_HAVE_ICONS)
    enable_language(RC)
    configure_file(${YS_PKG_DIR}/windows/ys.rc.in ${PROJECT_BINARY_DIR}/packaging/ys.rc @ONLY)
    target_sources(ys PRIVATE ${PROJECT_BINARY_DIR}/packaging/ys.rc)
    set_source_files_properties(${PROJECT_BINARY_DIR}/packaging/ys.rc TARGET_DIRECTORY ys
                                PROPERTIES OBJECT_DEPENDS ${YS_ICON_DIR}/ys.ico)
    add_dependencies(ys ys_icons)
  endif()
  # Where the DLLs are: the deps prefix and the compiler's own runtime.
  set(ys_dll_dirs)
  if(YS_MINGW_DEPS)
    list(APPEND ys_dll_dirs ${YS_MINGW_DEPS}/bin)
  endif()
  foreach(dll libwinpthread-1.dll libgcc_s_seh-1.dll)
    execute_process(COMMAND ${CMAKE_C_COMPILER} -print-file-name=${dll}
                    OUTPUT_VARIABLE ys_dll OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(IS_ABSOLUTE "${ys_dll}")
      get_filename_component(ys_dll_dir ${ys_dll} DIRECTORY)
      list(APPEND ys_dll_dirs ${ys_dll_dir})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES ys_dll_dirs)
  # Windows' own DLLs are not found in these folders and are left out.
  install(CODE "
    set(YS_EXE \"$<TARGET_FILE:ys>\")
    set(YS_DLL_DIRS \"${ys_dll_dirs}\")
    set(YS_OBJDUMP \"${CMAKE_OBJDUMP}\")
    include(\"${YS_PKG_DIR}/windows/bundle-dlls.cmake\")
  ")
endif()
# Online play on Windows: ys-server and ys-client beside the game. The cross
# build links OpenSSL, libevent, SQLite and miniupnpc in statically
# (build-deps.sh), so they need only winpthread and Windows' own DLLs; a
# build on shared ones (MSYS2) gets those DLLs copied beside them as ys.exe's
# are.
if(WIN32)
  foreach(t ys-server ys-client)
    if(TARGET ${t})
      install(TARGETS ${t} RUNTIME DESTINATION bin)
      if(ys_dll_dirs)
        install(CODE "
          set(YS_EXE \"$<TARGET_FILE:${t}>\")
          set(YS_DLL_DIRS \"${ys_dll_dirs}\")
          set(YS_OBJDUMP \"${CMAKE_OBJDUMP}\")
          include(\"${YS_PKG_DIR}/windows/bundle-dlls.cmake\")
        ")
      endif()
    endif()
  endforeach()
endif()
if((TARGET ys-engine OR TARGET ys-client) AND WIN32)
  # ys-engine needs winpthread (the bots' threads) and nothing else of ours.
  execute_process(COMMAND ${CMAKE_C_COMPILER} -print-file-name=libwinpthread-1.dll
                  OUTPUT_VARIABLE ys_winpthread OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(IS_ABSOLUTE "${ys_winpthread}" AND EXISTS "${ys_winpthread}")
    install(FILES ${ys_winpthread} DESTINATION bin)
  endif()
endif()

# macOS: an app bundle with its icon, data and the SDL2 dylibs inside.
if(TARGET ys AND APPLE)
  set_target_properties(ys PROPERTIES
    MACOSX_BUNDLE ON
    MACOSX_BUNDLE_INFO_PLIST ${YS_PKG_DIR}/macos/Info.plist.in
    MACOSX_BUNDLE_GUI_IDENTIFIER ${YS_MACOS_BUNDLE_ID}
    MACOSX_BUNDLE_BUNDLE_NAME Ys
    MACOSX_BUNDLE_ICON_FILE ys.icns
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_COPYRIGHT "The Ys desktop edition developers")
  if(YS_HAVE_ICONS)
    install(FILES ${YS_ICON_DIR}/ys.icns DESTINATION ys.app/Contents/Resources)
  endif()
  find_package(PkgConfig QUIET)
  set(ys_mac_dirs)
  if(PkgConfig_FOUND)
    pkg_check_modules(YS_MAC_SDL QUIET sdl2 SDL2_ttf SDL2_image)
    list(APPEND ys_mac_dirs ${YS_MAC_SDL_LIBRARY_DIRS})
  endif()
  # Online play: ys-server and ys-client in Contents/MacOS beside ys, and
  # their dylibs (Homebrew's openssl@3, libevent, sqlite; the game's
  # miniupnpc) copied into the bundle as the SDL ones are.
  set(ys_mac_tools)
  foreach(t ys-server ys-client)
    if(TARGET ${t})
      install(TARGETS ${t} RUNTIME DESTINATION ys.app/Contents/MacOS)
      list(APPEND ys_mac_tools ${t})
    endif()
  endforeach()
  if(ys_mac_tools)
    if(PkgConfig_FOUND)
      pkg_check_modules(YS_MAC_ONLINE QUIET libevent_core libevent_openssl libevent_pthreads sqlite3 miniupnpc)
      list(APPEND ys_mac_dirs ${YS_MAC_ONLINE_LIBRARY_DIRS})
    endif()
    foreach(lib IN ITEMS "${OPENSSL_SSL_LIBRARY}" "${OPENSSL_CRYPTO_LIBRARY}")
      if(lib)
        get_filename_component(dir "${lib}" DIRECTORY)
        list(APPEND ys_mac_dirs "${dir}")
      endif()
    endforeach()
    list(REMOVE_DUPLICATES ys_mac_dirs)
  endif()
  install(CODE "
    include(BundleUtilities)
    set(BU_CHMOD_BUNDLE_ITEMS ON)
    set(ys_tools)
    foreach(t ${ys_mac_tools})
      list(APPEND ys_tools \"\${CMAKE_INSTALL_PREFIX}/ys.app/Contents/MacOS/\${t}\")
    endforeach()
    fixup_bundle(\"\${CMAKE_INSTALL_PREFIX}/ys.app\" \"\${ys_tools}\" \"${ys_mac_dirs}\")
  ")
endif()

# ---------------------------------------------------------------- CPack
set(CPACK_PACKAGE_NAME ys)
set(CPACK_PACKAGE_VENDOR "The Ys desktop edition developers")
set(CPACK_PACKAGE_CONTACT "Ys developers <ys-game@users.noreply.github.com>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_HOMEPAGE_URL "https://ys-game.github.io/")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "board game of bidding for gems in the legendary city of Ys")
set(CPACK_PACKAGE_DESCRIPTION
"A desktop edition of the board game Ys (Cyril Demaegd, Ystari 2004) for
2 to 4 players at one screen (hot-seat), against computer opponents, or
both. Merchant princes place their brokers, some face up and some face
down, to bid for gems, ships and the favour of the King. In English,
French, German and Polish. Also contains ys-engine, a text protocol for
playing against and testing the computer opponents.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY Ys)
set(CPACK_PACKAGE_EXECUTABLES ys Ys)
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/" "/out/")

# Debian: dependencies from dpkg-shlibdeps, not written by hand.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${CPACK_PACKAGE_CONTACT})
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${CPACK_PACKAGE_HOMEPAGE_URL})

# NSIS (Windows): Start-menu shortcut, desktop shortcut, uninstaller, icon.
set(CPACK_NSIS_PACKAGE_NAME Ys)
set(CPACK_NSIS_DISPLAY_NAME "Ys ${PROJECT_VERSION}")
set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY Ys)
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH OFF)
set(CPACK_NSIS_IGNORE_LICENSE_PAGE ON)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY bin)
set(CPACK_CREATE_DESKTOP_LINKS ys)
# CPack only offers the desktop shortcut on its "add to PATH" page, which a
# game does not want; offer it as a box on the finish page instead (off by
# default), or with /DESKTOP on the command line (silent installs). The
# registry value makes the uninstaller remove it (CPack's own rule).
# "Target amd64-unicode" (NSIS 3) builds the installer on the 64-bit Unicode
# stub: a 64-bit program like the game, which also runs under a 64-bit-only
# Wine. It must come before anything is added to the installer; these
# defines are the first thing CPack's template writes after the header.
# (CPack writes these into CPackConfig.cmake and reads them again: hence
# bracket arguments, doubled backslashes, NSIS's single quotes, no "${".
# CPACK_NSIS_EXECUTABLE_PRE_ARGUMENTS cannot carry "-XTarget amd64-unicode":
# CPack splits it at the space.)
set(CPACK_NSIS_DEFINES [=[
Target amd64-unicode
!include FileFunc.nsh
!define MUI_FINISHPAGE_SHOWREADME
!define MUI_FINISHPAGE_SHOWREADME_NOTCHECKED
!define MUI_FINISHPAGE_SHOWREADME_TEXT 'Create a desktop shortcut'
!define MUI_FINISHPAGE_SHOWREADME_FUNCTION ysDesktopShortcut
Function ysDesktopShortcut
  SetOutPath '$INSTDIR\\bin'
  CreateShortCut '$DESKTOP\\Ys.lnk' '$INSTDIR\\bin\\ys.exe'
  WriteRegStr SHCTX 'Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Ys' 'InstallToDesktop' '1'
FunctionEnd
]=])
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS [=[
  !insertmacro GetParametersCall $R0
  ClearErrors
  !insertmacro GetOptionsCall $R0 '/DESKTOP' $R1
  IfErrors +2 0
    Call ysDesktopShortcut
]=])
set(CPACK_NSIS_MUI_FINISHPAGE_RUN ys.exe)
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\ys.exe")
set(CPACK_NSIS_URL_INFO_ABOUT ${CPACK_PACKAGE_HOMEPAGE_URL})
set(CPACK_NSIS_HELP_LINK "https://github.com/ys-game/ys/issues")
set(CPACK_NSIS_CONTACT ${CPACK_PACKAGE_CONTACT})
if(YS_HAVE_ICONS)
  set(CPACK_NSIS_MUI_ICON ${YS_ICON_DIR}/ys.ico)
  set(CPACK_NSIS_MUI_UNIICON ${YS_ICON_DIR}/ys.ico)
endif()

# macOS: the bundle in a disk image.
set(CPACK_DMG_VOLUME_NAME "Ys ${PROJECT_VERSION}")

if(APPLE)
  set(CPACK_GENERATOR DragNDrop TGZ)
elseif(WIN32)
  set(CPACK_GENERATOR NSIS ZIP)
else()
  set(CPACK_GENERATOR DEB TGZ)
endif()

include(CPack)
