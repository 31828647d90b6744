# bundle-dlls.cmake - install-time script: copies the DLLs an .exe needs
# (and the DLLs those need) from the given folders into <prefix>/bin.
# Imports are read with objdump; a DLL found in none of the folders is taken
# to be Windows' own (kernel32, msvcrt, ...) and left out. Names are matched
# without regard to case, as Windows does (the build host's file system is
# case-sensitive, which file(GET_RUNTIME_DEPENDENCIES) does not allow for).
#
# Inputs: YS_EXE (the .exe), YS_DLL_DIRS (folders), YS_OBJDUMP,
# CMAKE_INSTALL_PREFIX (set by cmake --install and CPack).
cmake_policy(VERSION 3.16) # if(IN_LIST), continue()
set(ys_by_name)
foreach(dir IN LISTS YS_DLL_DIRS)
  file(GLOB ys_dlls "${dir}/*.dll" "${dir}/*.DLL")
  foreach(dll IN LISTS ys_dlls)
    get_filename_component(name "${dll}" NAME)
    string(TOLOWER "${name}" lower)
    if(NOT DEFINED "ys_dll_${lower}")
      set("ys_dll_${lower}" "${dll}")
    endif()
  endforeach()
endforeach()

set(queue "${YS_EXE}")
set(seen)
set(shipped)
set(system)
while(queue)
  list(POP_FRONT queue file)
  execute_process(COMMAND "${YS_OBJDUMP}" -p "${file}" OUTPUT_VARIABLE dump RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "bundle-dlls: ${YS_OBJDUMP} -p ${file} failed")
  endif()
  string(REGEX MATCHALL "DLL Name: [^\r\n]+" imports "${dump}")
  foreach(import IN LISTS imports)
    string(REGEX REPLACE "^DLL Name: " "" name "${import}")
    string(STRIP "${name}" name)
    string(TOLOWER "${name}" lower)
    if(lower IN_LIST seen)
      continue()
    endif()
    list(APPEND seen "${lower}")
    if(DEFINED "ys_dll_${lower}")
      list(APPEND shipped "${ys_dll_${lower}}")
      list(APPEND queue "${ys_dll_${lower}}")
    else()
      list(APPEND system "${name}")
    endif()
  endforeach()
endwhile()

get_filename_component(exe_name "${YS_EXE}" NAME)
message(STATUS "${exe_name}: DLLs shipped: ${shipped}")
message(STATUS "${exe_name}: left to Windows: ${system}")
if(shipped)
  file(INSTALL ${shipped} DESTINATION "${CMAKE_INSTALL_PREFIX}/bin")
endif()
